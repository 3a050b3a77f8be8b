/**
* | output |
* | --- |
* | "You are signed in with a client account." |
*
* @param {Jobs_Client_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_client_account: ((inputs?: Jobs_Client_AccountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Client_AccountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Client_AccountInputs = {};
