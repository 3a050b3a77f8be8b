/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Add_At_Least_One_ServiceInputs */

const en_err_add_at_least_one_service = /** @type {(inputs: Err_Add_At_Least_One_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one service`)
};

const ur_err_add_at_least_one_service = /** @type {(inputs: Err_Add_At_Least_One_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کم از کم ایک سروس شامل کریں`)
};

/**
* | output |
* | --- |
* | "Add at least one service" |
*
* @param {Err_Add_At_Least_One_ServiceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_add_at_least_one_service = /** @type {((inputs?: Err_Add_At_Least_One_ServiceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Add_At_Least_One_ServiceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_add_at_least_one_service(inputs)
	return en_err_add_at_least_one_service(inputs)
});