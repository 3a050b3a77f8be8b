/**
* | output |
* | --- |
* | "Login failed. Please try again." |
*
* @param {Err_Login_Failed_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_login_failed_please_try_again: ((inputs?: Err_Login_Failed_Please_Try_AgainInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Login_Failed_Please_Try_AgainInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Login_Failed_Please_Try_AgainInputs = {};
