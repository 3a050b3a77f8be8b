/**
* | output |
* | --- |
* | "Could not check the credential. Try again." |
*
* @param {Cred_Check_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_check_failed: ((inputs?: Cred_Check_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Check_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Check_FailedInputs = {};
