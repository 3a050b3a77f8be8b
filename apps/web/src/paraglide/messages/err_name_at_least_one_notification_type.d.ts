/**
* | output |
* | --- |
* | "Name at least one notification type" |
*
* @param {Err_Name_At_Least_One_Notification_TypeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_name_at_least_one_notification_type: ((inputs?: Err_Name_At_Least_One_Notification_TypeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Name_At_Least_One_Notification_TypeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Name_At_Least_One_Notification_TypeInputs = {};
