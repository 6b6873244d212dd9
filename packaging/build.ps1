<#
.SYNOPSIS
Build Kartografové for Windows as a one-folder application with PyInstaller, then
smoke-test it. The Windows twin of packaging/build.sh (Windows PowerShell 5.1 or
PowerShell 7).

.DESCRIPTION
    powershell -ExecutionPolicy Bypass -File packaging\build.ps1
    powershell -ExecutionPolicy Bypass -File packaging\build.ps1 -NoSmoke
    powershell -ExecutionPolicy Bypass -File packaging\build.ps1 -KeepVenv -Python C:\Python312\python.exe

Needs Python 3.11 or newer (python.org installer) and Git. Copies the checkout's files
(tracked, plus new ones git does not ignore) to build\packaging\src, makes a fresh venv
in build\packaging\venv, installs that copy and PyInstaller into it, and runs
packaging\kartografove.spec. The app lands in dist\Kartografové\ (kartografove.exe
beside an _internal folder); zip that folder to hand it on.

The executable is windowed (no console), so it prints nothing: the smoke test judges
it by exit codes and the files it writes, on Qt's offscreen platform: a headless game
saved to a file, blank sheet PDFs in English and Czech, and the window itself, which
must still be running after a few seconds.
#>
param(
    [switch]$NoSmoke,
    [switch]$KeepVenv,
    [string]$Python = "python"
)
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest

# "Kartografové", spelled in ASCII so the script reads the same in any code page
$AppName = "Kartografov" + [char]0x00E9
$Root = Split-Path -Parent $PSScriptRoot
$Work = Join-Path $Root "build\packaging"
$Src = Join-Path $Work "src"
$Venv = Join-Path $Work "venv"
$Dist = Join-Path $Root "dist"
$Clock = [Diagnostics.Stopwatch]::StartNew()

function Step([string]$What) {
    Write-Host ""
    Write-Host ("== {0} ({1:N0}s)" -f $What, $Clock.Elapsed.TotalSeconds)
}

# Run a program with the arguments as given; stop if it fails. No param() block on
# purpose: arguments such as -m and --quiet must reach the program, not PowerShell.
function Invoke-Checked {
    $exe, $rest = $args
    & $exe @rest
    if ($LASTEXITCODE -ne 0) { throw "$exe $($rest -join ' ') exited with $LASTEXITCODE" }
}

Set-Location $Root
& $Python -c "import sys; sys.exit(sys.version_info < (3, 11))"
if ($LASTEXITCODE -ne 0) { throw "$Python is missing or older than Python 3.11" }

Step "Copying the checkout to $Src"
if (Test-Path $Src) { Remove-Item -Recurse -Force $Src }
New-Item -ItemType Directory -Force -Path $Src | Out-Null
$files = & git -c core.quotepath=off ls-files --cached --others --exclude-standard
if ($LASTEXITCODE -ne 0) { throw "git ls-files failed: run this from a git checkout" }
foreach ($file in $files) {
    $from = Join-Path $Root $file
    if (-not (Test-Path -LiteralPath $from -PathType Leaf)) { continue }
    $to = Join-Path $Src $file
    New-Item -ItemType Directory -Force -Path (Split-Path -Parent $to) | Out-Null
    Copy-Item -LiteralPath $from -Destination $to
}

$VenvPython = Join-Path $Venv "Scripts\python.exe"
if ($KeepVenv -and (Test-Path $VenvPython)) {
    Step "Reusing the build venv $Venv"
} else {
    Step "Creating a clean build venv in $Venv"
    if (Test-Path $Venv) { Remove-Item -Recurse -Force $Venv }
    Invoke-Checked $Python -m venv $Venv
    Invoke-Checked $VenvPython -m pip install --quiet --upgrade pip
}

Step "Installing the app and PyInstaller"
Invoke-Checked $VenvPython -m pip install --quiet --upgrade $Src "pyinstaller>=6.10,<7"
Invoke-Checked $VenvPython -m pip install --quiet --force-reinstall --no-deps $Src

Step "Running PyInstaller"
$Bundle = Join-Path $Dist $AppName
if (Test-Path $Bundle) { Remove-Item -Recurse -Force $Bundle }
$BuildClock = [Diagnostics.Stopwatch]::StartNew()
Invoke-Checked (Join-Path $Venv "Scripts\pyinstaller.exe") --noconfirm --log-level WARN `
    --distpath $Dist --workpath (Join-Path $Work "pyinstaller") `
    (Join-Path $Src "packaging\kartografove.spec")
$BuildSeconds = [int]$BuildClock.Elapsed.TotalSeconds
$Exe = Join-Path $Bundle "kartografove.exe"
if (-not (Test-Path $Exe)) { throw "no executable at $Exe" }
$SizeMB = [int]((Get-ChildItem -Recurse -File $Bundle | Measure-Object -Property Length -Sum).Sum / 1MB)
Step "Built $Bundle ($SizeMB MB; PyInstaller took ${BuildSeconds}s)"
if ($NoSmoke) { exit 0 }

Step "Smoke test"
$Tmp = Join-Path ([IO.Path]::GetTempPath()) ("kartografove-smoke-" + [guid]::NewGuid())
New-Item -ItemType Directory -Force -Path $Tmp | Out-Null
$env:QT_QPA_PLATFORM = "offscreen"
$env:KARTOGRAFOVE_HOME = Join-Path $Tmp "home"  # throwaway settings and saves
Remove-Item Env:PYTHONPATH -ErrorAction SilentlyContinue
Remove-Item Env:VIRTUAL_ENV -ErrorAction SilentlyContinue
$Failures = 0

function Run-Bundle([string[]]$Arguments) {
    $process = Start-Process -FilePath $Exe -ArgumentList $Arguments -WorkingDirectory $Tmp `
        -Wait -PassThru -NoNewWindow
    return $process.ExitCode
}

function Check([bool]$Ok, [string]$What) {
    if ($Ok) { Write-Host "  ok:   $What" } else { Write-Host "  FAIL: $What"; $script:Failures++ }
}

$save = Join-Path $Tmp "game.kartografove"
$code = Run-Bundle @("autoplay", "--players", "2", "--seed", "1", "--save", "`"$save`"")
Check (($code -eq 0) -and (Test-Path $save)) "autoplay --players 2 --seed 1 --save (exit $code)"

foreach ($lang in @("en", "cs")) {
    $pdf = Join-Path $Tmp "blank-$lang.pdf"
    $code = Run-Bundle @("blank-sheets", "--side", "C", "--copies", "1", "-o", "`"$pdf`"", "--lang", $lang)
    $isPdf = (Test-Path $pdf) -and ([IO.File]::ReadAllText($pdf).StartsWith("%PDF-"))
    Check (($code -eq 0) -and $isPdf) "blank-sheets --lang $lang (exit $code)"
}

$gui = Start-Process -FilePath $Exe -ArgumentList @("--lang", "cs") -WorkingDirectory $Tmp -PassThru
Start-Sleep -Seconds 6
$alive = -not $gui.HasExited
if ($alive) { Stop-Process -Id $gui.Id -Force }
Check $alive "the window (--lang cs) is still running after 6 s"

$internal = Join-Path $Bundle "_internal"
foreach ($file in @(
        "cartografove\resources\i18n\cartografove_cs.qm",
        "cartografove\resources\i18n\cartografove_pl.qm",
        "cartografove\resources\i18n\argparse\cs\LC_MESSAGES\kartografove-argparse.mo",
        "cartografove\resources\i18n\argparse\pl\LC_MESSAGES\kartografove-argparse.mo",
        "cartografove\resources\fonts\LICENSE-DejaVu.txt",
        "PySide6\translations\qtbase_cs.qm")) {
    Check (Test-Path (Join-Path $internal $file)) "the bundle has $file"
}

Remove-Item -Recurse -Force $Tmp -ErrorAction SilentlyContinue
Step "Done"
Write-Host "bundle: $Bundle ($SizeMB MB), PyInstaller ${BuildSeconds}s"
if ($Failures -ne 0) { Write-Host "smoke test: $Failures failure(s)"; exit 1 }
Write-Host "smoke test: all passed"
