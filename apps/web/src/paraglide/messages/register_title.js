/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_TitleInputs */

const en_register_title = /** @type {(inputs: Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a Freelancer`)
};

const ur_register_title = /** @type {(inputs: Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسر بنیں`)
};

/**
* | output |
* | --- |
* | "Become a Freelancer" |
*
* @param {Register_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_title = /** @type {((inputs?: Register_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_title(inputs)
	return en_register_title(inputs)
});