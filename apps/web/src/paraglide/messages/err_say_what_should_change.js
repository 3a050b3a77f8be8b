/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Say_What_Should_ChangeInputs */

const en_err_say_what_should_change = /** @type {(inputs: Err_Say_What_Should_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say what should change`)
};

const ur_err_say_what_should_change = /** @type {(inputs: Err_Say_What_Should_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بتائیں کہ کیا تبدیل ہونا چاہیے`)
};

/**
* | output |
* | --- |
* | "Say what should change" |
*
* @param {Err_Say_What_Should_ChangeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_say_what_should_change = /** @type {((inputs?: Err_Say_What_Should_ChangeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Say_What_Should_ChangeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_say_what_should_change(inputs)
	return en_err_say_what_should_change(inputs)
});