/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_What_ChangeInputs */

const en_contracts_what_change = /** @type {(inputs: Contracts_What_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What should change?`)
};

const ur_contracts_what_change = /** @type {(inputs: Contracts_What_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کیا تبدیل ہونا چاہیے؟`)
};

/**
* | output |
* | --- |
* | "What should change?" |
*
* @param {Contracts_What_ChangeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_what_change = /** @type {((inputs?: Contracts_What_ChangeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_What_ChangeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_what_change(inputs)
	return en_contracts_what_change(inputs)
});