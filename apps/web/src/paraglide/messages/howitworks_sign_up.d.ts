/**
* | output |
* | --- |
* | "Sign Up Now" |
*
* @param {Howitworks_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_sign_up: ((inputs?: Howitworks_Sign_UpInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_Sign_UpInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_Sign_UpInputs = {};
