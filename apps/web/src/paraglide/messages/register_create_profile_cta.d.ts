/**
* | output |
* | --- |
* | "Create Your Profile" |
*
* @param {Register_Create_Profile_CtaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_create_profile_cta: ((inputs?: Register_Create_Profile_CtaInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Create_Profile_CtaInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Create_Profile_CtaInputs = {};
