/**
* | output |
* | --- |
* | "You don't have permission to view this job" |
*
* @param {Jobown_No_PermissionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_no_permission: ((inputs?: Jobown_No_PermissionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_No_PermissionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_No_PermissionInputs = {};
