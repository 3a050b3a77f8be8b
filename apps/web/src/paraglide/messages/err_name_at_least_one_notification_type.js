/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Name_At_Least_One_Notification_TypeInputs */

const en_err_name_at_least_one_notification_type = /** @type {(inputs: Err_Name_At_Least_One_Notification_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name at least one notification type`)
};

const ur_err_name_at_least_one_notification_type = /** @type {(inputs: Err_Name_At_Least_One_Notification_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کم از کم ایک قسم کی اطلاع منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Name at least one notification type" |
*
* @param {Err_Name_At_Least_One_Notification_TypeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_name_at_least_one_notification_type = /** @type {((inputs?: Err_Name_At_Least_One_Notification_TypeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Name_At_Least_One_Notification_TypeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_name_at_least_one_notification_type(inputs)
	return en_err_name_at_least_one_notification_type(inputs)
});