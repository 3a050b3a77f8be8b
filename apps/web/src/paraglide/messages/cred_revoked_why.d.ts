/**
* | output |
* | --- |
* | "This credential was revoked on {date}. Reason: {reason}" |
*
* @param {Cred_Revoked_WhyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_revoked_why: ((inputs: Cred_Revoked_WhyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Revoked_WhyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Revoked_WhyInputs = {
    date: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
