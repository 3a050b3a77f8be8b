/**
* | output |
* | --- |
* | "Google did not share an email address" |
*
* @param {Err_Google_Did_Not_Share_An_Email_AddressInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_google_did_not_share_an_email_address: ((inputs?: Err_Google_Did_Not_Share_An_Email_AddressInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Google_Did_Not_Share_An_Email_AddressInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Google_Did_Not_Share_An_Email_AddressInputs = {};
