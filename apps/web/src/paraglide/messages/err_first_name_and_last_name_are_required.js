/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_First_Name_And_Last_Name_Are_RequiredInputs */

const en_err_first_name_and_last_name_are_required = /** @type {(inputs: Err_First_Name_And_Last_Name_Are_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name and last name are required`)
};

const ur_err_first_name_and_last_name_are_required = /** @type {(inputs: Err_First_Name_And_Last_Name_Are_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پہلا نام اور آخری نام ضروری ہیں`)
};

/**
* | output |
* | --- |
* | "First name and last name are required" |
*
* @param {Err_First_Name_And_Last_Name_Are_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_first_name_and_last_name_are_required = /** @type {((inputs?: Err_First_Name_And_Last_Name_Are_RequiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_First_Name_And_Last_Name_Are_RequiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_first_name_and_last_name_are_required(inputs)
	return en_err_first_name_and_last_name_are_required(inputs)
});