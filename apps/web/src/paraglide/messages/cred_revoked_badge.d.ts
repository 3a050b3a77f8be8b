/**
* | output |
* | --- |
* | "revoked" |
*
* @param {Cred_Revoked_BadgeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_revoked_badge: ((inputs?: Cred_Revoked_BadgeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Revoked_BadgeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Revoked_BadgeInputs = {};
