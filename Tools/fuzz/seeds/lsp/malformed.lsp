Content-Length: 5

{"a":Content-Length: x

{}Content-Length: 2

[]