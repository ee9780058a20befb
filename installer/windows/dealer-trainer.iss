; Inno Setup 6 script: Dealer Trainer's Windows installer.
;
; installer/build.py runs it on Windows after PyInstaller, as
;   ISCC /DAppVersion=0.1.0 /DAppNumericVersion=0.1.0.0 "/DAppPublisher=Dealer Trainer team"
;        /DSourceDir=installer\build\pyinstaller\dealer-trainer /DLicenseDir=.
;        /DIconDir=installer\build\icons /Oinstaller\dist installer\windows\dealer-trainer.iss
; and it makes installer\dist\DealerTrainer-<version>-windows-x64-setup.exe.
;
; What the user gets: the app in Program Files (or, without admin rights, in their
; own AppData\Local\Programs), a Start-menu entry, an optional desktop shortcut,
; *.studpack files shown with the pack icon and opened by Dealer Trainer on a
; double-click, and an entry in Settings > Apps that uninstalls all of it.
; For a classroom roll-out: DealerTrainer-...-setup.exe /VERYSILENT /SUPPRESSMSGBOXES
; /NORESTART installs for all users with no questions (/ALLUSERS is the default).

; Inno Setup 6.3 or later: the architecture identifier x64compatible (x64 Windows and
; Windows 11 on Arm, which runs x64 programs) is new in 6.3; older compilers reject it.
#if Ver < EncodeVer(6, 3, 0)
  #error Inno Setup 6.3 or later is needed (x64compatible); this is an older version
#endif

#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=x.y.z (installer/build.py reads it from pyproject.toml)
#endif
#ifndef AppNumericVersion
  #define AppNumericVersion AppVersion
#endif
#ifndef SourceDir
  #error Pass the PyInstaller bundle: ISCC /DSourceDir=installer\build\pyinstaller\dealer-trainer
#endif
#ifndef AppPublisher
  #error Pass the publisher: ISCC "/DAppPublisher=..." (installer/build.py: DEALER_TRAINER_PUBLISHER or pyproject's author)
#endif
#ifndef LicenseDir
  ; The folder holding LICENSE: the top of the source tree.
  #define LicenseDir AddBackslash(SourcePath) + "..\.."
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
AppPublisher={#AppPublisher}
AppCopyright=Copyright (c) {#AppPublisher}
VersionInfoCompany={#AppPublisher}
; The licence page: the user accepts LICENSE before installing (/VERYSILENT accepts it).
LicenseFile={#LicenseDir}\LICENSE
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
; The optional "addtopath" task changes PATH: tell running programs (Explorer) so.
ChangesEnvironment=yes
#ifdef Sign
; installer/build.py defines the "dtsign" tool (signtool with the certificate) when a
; certificate is given; Inno Setup then signs the setup and the uninstaller.
SignTool=dtsign
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
; dealer-trainer-cli.exe (the command line: pack validate, pack answer-key, replay ...) from any prompt.
Name: "addtopath"; Description: "Add the dealer-trainer-cli command to PATH (for scripts and the command prompt)"; GroupDescription: "Command line:"; Flags: unchecked

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

[Code]
{ PATH for the "addtopath" task: the system PATH for an all-users install, the
  user's for a per-user one. The folder is added once, and removed on uninstall. }

function PathRoot: Integer;
begin
  if IsAdminInstallMode then
    Result := HKEY_LOCAL_MACHINE
  else
    Result := HKEY_CURRENT_USER;
end;

function PathKey: String;
begin
  if IsAdminInstallMode then
    Result := 'SYSTEM\CurrentControlSet\Control\Session Manager\Environment'
  else
    Result := 'Environment';
end;

function PathHas(Paths, Dir: String): Boolean;
begin
  Result := Pos(';' + Uppercase(Dir) + ';', ';' + Uppercase(Paths) + ';') > 0;
end;

procedure CurStepChanged(CurStep: TSetupStep);
var
  Paths: String;
begin
  if (CurStep = ssPostInstall) and WizardIsTaskSelected('addtopath') then
  begin
    if not RegQueryStringValue(PathRoot, PathKey, 'Path', Paths) then
      Paths := '';
    if not PathHas(Paths, ExpandConstant('{app}')) then
    begin
      if (Paths <> '') and (Copy(Paths, Length(Paths), 1) <> ';') then
        Paths := Paths + ';';
      RegWriteExpandStringValue(PathRoot, PathKey, 'Path', Paths + ExpandConstant('{app}'));
    end;
  end;
end;

procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  Paths, Dir: String;
  At: Integer;
begin
  if CurUninstallStep = usPostUninstall then
  begin
    Dir := ExpandConstant('{app}');
    if RegQueryStringValue(PathRoot, PathKey, 'Path', Paths) and PathHas(Paths, Dir) then
    begin
      Paths := ';' + Paths + ';';
      At := Pos(';' + Uppercase(Dir) + ';', Uppercase(Paths));
      Delete(Paths, At, Length(Dir) + 1);
      Paths := Copy(Paths, 2, Length(Paths) - 2);
      RegWriteExpandStringValue(PathRoot, PathKey, 'Path', Paths);
    end;
  end;
end;
