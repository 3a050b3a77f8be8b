/**
* | output |
* | --- |
* | "Access Denied" |
*
* @param {Jobown_Access_DeniedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_access_denied: ((inputs?: Jobown_Access_DeniedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Access_DeniedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Access_DeniedInputs = {};
