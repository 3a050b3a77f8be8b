/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Back_To_HomeInputs */

const en_jobown_back_to_home = /** @type {(inputs: Jobown_Back_To_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Home`)
};

const ur_jobown_back_to_home = /** @type {(inputs: Jobown_Back_To_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہوم پر واپس جائیں`)
};

/**
* | output |
* | --- |
* | "Back to Home" |
*
* @param {Jobown_Back_To_HomeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_back_to_home = /** @type {((inputs?: Jobown_Back_To_HomeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Back_To_HomeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_back_to_home(inputs)
	return en_jobown_back_to_home(inputs)
});