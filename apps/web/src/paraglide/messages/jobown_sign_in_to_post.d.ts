/**
* | output |
* | --- |
* | "Sign in to post a job" |
*
* @param {Jobown_Sign_In_To_PostInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_sign_in_to_post: ((inputs?: Jobown_Sign_In_To_PostInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Sign_In_To_PostInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Sign_In_To_PostInputs = {};
