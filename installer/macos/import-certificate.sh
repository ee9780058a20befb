#!/usr/bin/env bash
# Import the Developer ID certificate into a temporary keychain on a CI runner, so that
# build.py (through PyInstaller's codesign) can sign with DEALER_TRAINER_CODESIGN_IDENTITY.
#
#   MACOS_CERTIFICATE_P12_BASE64   the .p12 (certificate and private key), base64
#   MACOS_CERTIFICATE_PASSWORD     its password
#   RUNNER_TEMP                    where the keychain goes (set by GitHub Actions)
#
# Without a certificate it prints "not signed: no certificate" and does nothing, like
# build.py. The keychain is made with a random password, unlocked for the job only,
# and put first in the search list; codesign may use the key without a prompt
# (set-key-partition-list), which a runner with no one at the screen needs.
set -euo pipefail

if [[ -z "${MACOS_CERTIFICATE_P12_BASE64:-}" ]]; then
    echo "not signed: no certificate (set the MACOS_CERTIFICATE_P12_BASE64 secret to sign)"
    exit 0
fi

scratch="${RUNNER_TEMP:-${TMPDIR:-/tmp}}"
keychain="$scratch/dealer-trainer-signing.keychain-db"
certificate="$scratch/dealer-trainer-certificate.p12"
keychain_password="$(openssl rand -base64 24)"
trap 'rm -f "$certificate"' EXIT

printf '%s' "$MACOS_CERTIFICATE_P12_BASE64" | base64 --decode > "$certificate"

security create-keychain -p "$keychain_password" "$keychain"
security set-keychain-settings -lut 21600 "$keychain"   # locks itself after 6 hours
security unlock-keychain -p "$keychain_password" "$keychain"
security import "$certificate" -k "$keychain" -P "${MACOS_CERTIFICATE_PASSWORD:-}" \
    -T /usr/bin/codesign -T /usr/bin/security -f pkcs12
security set-key-partition-list -S apple-tool:,apple:,codesign: -s -k "$keychain_password" "$keychain"
# The new keychain first, the runner's own after it (the system roots stay reachable).
security list-keychains -d user -s "$keychain" $(security list-keychains -d user | tr -d '"')
security find-identity -v -p codesigning "$keychain"
echo "certificate imported into $keychain"
