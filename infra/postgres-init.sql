-- One database per service.
CREATE DATABASE identity;
CREATE DATABASE course;
CREATE DATABASE forum;
CREATE DATABASE live_session;
CREATE DATABASE content;
