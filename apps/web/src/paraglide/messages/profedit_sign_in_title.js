/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Sign_In_TitleInputs */

const en_profedit_sign_in_title = /** @type {(inputs: Profedit_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to create your profile`)
};

const ur_profedit_sign_in_title = /** @type {(inputs: Profedit_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل بنانے کے لیے سائن اِن کریں`)
};

/**
* | output |
* | --- |
* | "Sign in to create your profile" |
*
* @param {Profedit_Sign_In_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_sign_in_title = /** @type {((inputs?: Profedit_Sign_In_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Sign_In_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_sign_in_title(inputs)
	return en_profedit_sign_in_title(inputs)
});