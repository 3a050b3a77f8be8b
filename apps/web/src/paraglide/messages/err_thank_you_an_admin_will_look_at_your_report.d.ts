/**
* | output |
* | --- |
* | "Thank you. An admin will look at your report." |
*
* @param {Err_Thank_You_An_Admin_Will_Look_At_Your_ReportInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_thank_you_an_admin_will_look_at_your_report: ((inputs?: Err_Thank_You_An_Admin_Will_Look_At_Your_ReportInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Thank_You_An_Admin_Will_Look_At_Your_ReportInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Thank_You_An_Admin_Will_Look_At_Your_ReportInputs = {};
