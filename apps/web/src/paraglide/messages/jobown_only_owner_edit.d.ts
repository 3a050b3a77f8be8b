/**
* | output |
* | --- |
* | "Only the client who posted this job can edit it." |
*
* @param {Jobown_Only_Owner_EditInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_only_owner_edit: ((inputs?: Jobown_Only_Owner_EditInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Only_Owner_EditInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Only_Owner_EditInputs = {};
