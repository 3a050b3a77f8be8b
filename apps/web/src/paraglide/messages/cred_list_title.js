/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_List_TitleInputs */

const en_cred_list_title = /** @type {(inputs: Cred_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issued credentials`)
};

const ur_cred_list_title = /** @type {(inputs: Cred_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاری کردہ اسناد`)
};

/**
* | output |
* | --- |
* | "Issued credentials" |
*
* @param {Cred_List_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_list_title = /** @type {((inputs?: Cred_List_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_List_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_list_title(inputs)
	return en_cred_list_title(inputs)
});