/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_HireInputs */

const en_jobown_hire = /** @type {(inputs: Jobown_HireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hire`)
};

const ur_jobown_hire = /** @type {(inputs: Jobown_HireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہائر کریں`)
};

/**
* | output |
* | --- |
* | "Hire" |
*
* @param {Jobown_HireInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_hire = /** @type {((inputs?: Jobown_HireInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_HireInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_hire(inputs)
	return en_jobown_hire(inputs)
});