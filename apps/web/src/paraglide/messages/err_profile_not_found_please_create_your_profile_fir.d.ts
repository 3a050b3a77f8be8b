/**
* | output |
* | --- |
* | "Profile not found. Please create your profile first." |
*
* @param {Err_Profile_Not_Found_Please_Create_Your_Profile_FirInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_profile_not_found_please_create_your_profile_fir: ((inputs?: Err_Profile_Not_Found_Please_Create_Your_Profile_FirInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Profile_Not_Found_Please_Create_Your_Profile_FirInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Profile_Not_Found_Please_Create_Your_Profile_FirInputs = {};
