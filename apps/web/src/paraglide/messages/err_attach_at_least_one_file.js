/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Attach_At_Least_One_FileInputs */

const en_err_attach_at_least_one_file = /** @type {(inputs: Err_Attach_At_Least_One_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attach at least one file`)
};

const ur_err_attach_at_least_one_file = /** @type {(inputs: Err_Attach_At_Least_One_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کم از کم ایک فائل منسلک کریں`)
};

/**
* | output |
* | --- |
* | "Attach at least one file" |
*
* @param {Err_Attach_At_Least_One_FileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_attach_at_least_one_file = /** @type {((inputs?: Err_Attach_At_Least_One_FileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Attach_At_Least_One_FileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_attach_at_least_one_file(inputs)
	return en_err_attach_at_least_one_file(inputs)
});