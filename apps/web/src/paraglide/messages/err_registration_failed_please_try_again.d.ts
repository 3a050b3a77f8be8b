/**
* | output |
* | --- |
* | "Registration failed. Please try again." |
*
* @param {Err_Registration_Failed_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_registration_failed_please_try_again: ((inputs?: Err_Registration_Failed_Please_Try_AgainInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Registration_Failed_Please_Try_AgainInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Registration_Failed_Please_Try_AgainInputs = {};
