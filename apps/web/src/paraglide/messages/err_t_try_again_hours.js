/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, shown: NonNullable<unknown> }} Err_T_Try_Again_HoursInputs */

const en_err_t_try_again_hours = /** @type {(inputs: Err_T_Try_Again_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}. Please try again in ${i?.shown} hour(s).`)
};

const ur_err_t_try_again_hours = /** @type {(inputs: Err_T_Try_Again_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}۔ براہِ کرم ${i?.shown} گھنٹے بعد دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "{what}. Please try again in {shown} hour(s)." |
*
* @param {Err_T_Try_Again_HoursInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_try_again_hours = /** @type {((inputs: Err_T_Try_Again_HoursInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Try_Again_HoursInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_try_again_hours(inputs)
	return en_err_t_try_again_hours(inputs)
});