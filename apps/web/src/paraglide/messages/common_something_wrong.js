/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Something_WrongInputs */

const en_common_something_wrong = /** @type {(inputs: Common_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

const ur_common_something_wrong = /** @type {(inputs: Common_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کچھ غلط ہو گیا`)
};

/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Common_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_something_wrong = /** @type {((inputs?: Common_Something_WrongInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Something_WrongInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_something_wrong(inputs)
	return en_common_something_wrong(inputs)
});