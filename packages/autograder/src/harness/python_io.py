# Calls one function of the student's module and reports its return value on stdout behind a per-run marker.
# Called as: python3 -I -u python_io.py <module file> <function name> <file of the arguments (a JSON array)>; the marker's
# secret arrives as the first line of stdin.
import importlib.util
import json
import os
import sys
import traceback


def _main():
    nonce = sys.stdin.readline().strip()
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    out_fd = os.dup(1)
    write = os.write
    dumps = json.dumps
    prefix = '\n@@marginalia:' + nonce + ':'

    def emit(kind, payload):
        data = (prefix + kind + ' ' + dumps(payload) + '\n').encode('utf-8', 'replace')
        while data:
            written = write(out_fd, data)
            data = data[written:]

    path, function_name = sys.argv[1], sys.argv[2]
    with open(sys.argv[3], encoding='utf-8') as arguments_file:
        arguments = json.load(arguments_file)
    sys.path.insert(0, os.getcwd())
    sys.argv = [path]
    try:
        spec = importlib.util.spec_from_file_location(os.path.splitext(os.path.basename(path))[0], path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
        function = getattr(module, function_name, None)
        if not callable(function):
            emit('error', {'logs': path + ' has no function named ' + function_name + '.'})
            return
        value = function(*arguments)
    except BaseException:
        emit('error', {'logs': traceback.format_exc()})
        return
    try:
        sys.stdout.flush()
    except BaseException:
        pass
    try:
        as_json = dumps(value, allow_nan=False)
    except BaseException:
        as_json = None
    try:
        text = str(value)
    except BaseException:
        text = repr(value)
    emit('value', {'json': as_json, 'text': text})


_main()
