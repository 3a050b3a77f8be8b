/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Things_LanguagesInputs */

const en_err_things_languages = /** @type {(inputs: Err_Things_LanguagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`languages`)
};

const ur_err_things_languages = /** @type {(inputs: Err_Things_LanguagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زبانیں`)
};

/**
* | output |
* | --- |
* | "languages" |
*
* @param {Err_Things_LanguagesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_things_languages = /** @type {((inputs?: Err_Things_LanguagesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Things_LanguagesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_things_languages(inputs)
	return en_err_things_languages(inputs)
});