; JorakuSetup.exe: per-user installer of Joraku Desktop for Windows (NSIS 3, Unicode).
;
; Built by packaging/build.py on Windows (`py packaging\build.py`), which passes every name and the
; version from packaging/meta.py (itself reading pyproject.toml), so nothing here repeats them:
;   makensis -DVERSION=0.1.0 -DWIN_VERSION=0.1.0.0 -DAPP_NAME="Joraku Desktop" -DEXE_NAME=joraku.exe
;            -DPUBLISHER=... -DPAYLOAD_DIR=<PyInstaller one-folder build> -DOUTFILE=<...>\JorakuSetup.exe
;            -DICON=<absolute path>\joraku.ico packaging\windows\joraku.nsi
; CI compiles it on Linux with Debian's makensis around a stand-in payload (packaging/check.py nsis).
;
; Per-user: no administrator prompt (RequestExecutionLevel user), files in
; %LOCALAPPDATA%\Programs\Joraku, Start-menu shortcut and "Apps & features" entry under HKCU.
; The uninstaller removes the program files, shortcut and registry entry; it leaves the player's
; settings and saved games (%LOCALAPPDATA%\JorakuDesktop), which live outside the install folder.

!macro REQUIRE NAME
  !ifndef ${NAME}
    !error "${NAME} is not defined: run through packaging/build.py (or pass every /D define above)."
  !endif
!macroend
!insertmacro REQUIRE VERSION
!insertmacro REQUIRE WIN_VERSION
!insertmacro REQUIRE APP_NAME
!insertmacro REQUIRE EXE_NAME
!insertmacro REQUIRE PUBLISHER
!insertmacro REQUIRE PAYLOAD_DIR
!insertmacro REQUIRE OUTFILE
!insertmacro REQUIRE ICON

!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\JorakuDesktop"
!define APP_KEY "Software\JorakuDesktop"
!define SHORTCUT "$SMPROGRAMS\${APP_NAME}.lnk"

Unicode true
SetCompressor /SOLID lzma
Name "${APP_NAME}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\Joraku"
InstallDirRegKey HKCU "${APP_KEY}" "InstallDir"
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${WIN_VERSION}"
VIAddVersionKey /LANG=1033 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP_NAME} installer"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "${PUBLISHER}"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE_NAME}"
!define MUI_FINISHPAGE_RUN_TEXT "Play ${APP_NAME} now"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  SetShellVarContext current
FunctionEnd

Function un.onInit
  SetShellVarContext current
FunctionEnd

Section "${APP_NAME}" SecMain
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; A new version replaces the old program files (never the player's saves, kept elsewhere).
  RMDir /r "$INSTDIR\_internal"
  File /r "${PAYLOAD_DIR}\*.*"
  WriteUninstaller "$INSTDIR\Uninstall.exe"

  CreateShortcut "${SHORTCUT}" "$INSTDIR\${EXE_NAME}" "" "$INSTDIR\${EXE_NAME}" 0

  WriteRegStr HKCU "${APP_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINST_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\${EXE_NAME},0"
  WriteRegStr HKCU "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINST_KEY}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
  WriteRegStr HKCU "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\Uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINST_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "Uninstall"
  Delete "${SHORTCUT}"
  ; Only what the installer put there: a folder the player chose may hold other files.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE_NAME}"
  Delete "$INSTDIR\Uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINST_KEY}"
  DeleteRegKey HKCU "${APP_KEY}"
SectionEnd
