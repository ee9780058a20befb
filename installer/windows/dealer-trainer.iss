; Inno Setup 6 script: Dealer Trainer's Windows installer.
;
; installer/build.py runs it on Windows after PyInstaller, as
;   ISCC /DAppVersion=0.1.0 /DAppNumericVersion=0.1.0.0
;        /DSourceDir=installer\build\pyinstaller\dealer-trainer
;        /DIconDir=installer\build\icons /Oinstaller\dist installer\windows\dealer-trainer.iss
; and it makes installer\dist\DealerTrainer-<version>-windows-x64-setup.exe.
;
; What the user gets: the app in Program Files (or, without admin rights, in their
; own AppData\Local\Programs), a Start-menu entry, an optional desktop shortcut,
; *.studpack files shown with the pack icon and opened by Dealer Trainer on a
; double-click, and an entry in Settings > Apps that uninstalls all of it.
; For a classroom roll-out: DealerTrainer-...-setup.exe /VERYSILENT /SUPPRESSMSGBOXES
; /NORESTART installs for all users with no questions (/ALLUSERS is the default).

#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=x.y.z (installer/build.py reads it from pyproject.toml)
#endif
#ifndef AppNumericVersion
  #define AppNumericVersion AppVersion
#endif
#ifndef SourceDir
  #error Pass the PyInstaller bundle: ISCC /DSourceDir=installer\build\pyinstaller\dealer-trainer
#endif
#ifndef IconDir
  #error Pass the icons folder: ISCC /DIconDir=installer\build\icons (installer/make_icons.py)
#endif

#define AppName "Dealer Trainer"
#define AppExe "dealer-trainer.exe"
#define ProgId "DealerTrainer.Pack"
#define PackMime "application/x-dealer-trainer-pack"

[Setup]
; The AppId identifies the app to Windows across versions (upgrades, uninstall): never change it.
AppId={{3F6D2A1C-8B4E-4C7A-9E15-D0B7C2A4F813}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Dealer Trainer team
VersionInfoVersion={#AppNumericVersion}
VersionInfoProductName={#AppName}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Installs for all users when run as administrator; a trainee without admin rights
; may choose "only for me" (no UAC prompt).
PrivilegesRequired=admin
PrivilegesRequiredOverridesAllowed=dialog commandline
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6.11 runs on Windows 10 1809 and later.
MinVersion=10.0.17763
OutputBaseFilename=DealerTrainer-{#AppVersion}-windows-x64-setup
SetupIconFile={#IconDir}\dealer-trainer.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
ChangesAssociations=yes
CloseApplications=yes
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundle, so no library of an older version stays behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
; dealer-trainer.exe (windowed), dealer-trainer-cli.exe (console twin) and _internal\
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "{#IconDir}\dealer-trainer-pack.ico"; DestDir: "{app}"; Flags: ignoreversion

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Practise the procedures of stud games"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; The pack file type (HKA: HKLM for an all-users install, HKCU for a per-user one).
Root: HKA; Subkey: "Software\Classes\.studpack"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.studpack"; ValueType: string; ValueName: "Content Type"; ValueData: "{#PackMime}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.studpack\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Dealer Trainer pack"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\dealer-trainer-pack.ico"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".studpack"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
