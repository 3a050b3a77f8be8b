/**
* | output |
* | --- |
* | "An account with this email already exists" |
*
* @param {Err_An_Account_With_This_Email_Already_ExistsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_an_account_with_this_email_already_exists: ((inputs?: Err_An_Account_With_This_Email_Already_ExistsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_An_Account_With_This_Email_Already_ExistsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_An_Account_With_This_Email_Already_ExistsInputs = {};
