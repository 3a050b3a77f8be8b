/**
* | output |
* | --- |
* | "Post a Job needs an account: sign in or create a free client account, then describe your project." |
*
* @param {Jobown_Sign_In_To_Post_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_sign_in_to_post_text: ((inputs?: Jobown_Sign_In_To_Post_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Sign_In_To_Post_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Sign_In_To_Post_TextInputs = {};
