/**
* | output |
* | --- |
* | "Batch {number}" |
*
* @param {Admin_Batch_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_label: ((inputs: Admin_Batch_LabelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Batch_LabelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Batch_LabelInputs = {
    number: NonNullable<unknown>;
};
