/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Enter_Your_CodeInputs */

const en_err_enter_your_code = /** @type {(inputs: Err_Enter_Your_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your code`)
};

const ur_err_enter_your_code = /** @type {(inputs: Err_Enter_Your_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنا کوڈ درج کریں`)
};

/**
* | output |
* | --- |
* | "Enter your code" |
*
* @param {Err_Enter_Your_CodeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_enter_your_code = /** @type {((inputs?: Err_Enter_Your_CodeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Enter_Your_CodeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_enter_your_code(inputs)
	return en_err_enter_your_code(inputs)
});