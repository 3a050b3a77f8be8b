/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Create_TitleInputs */

const en_profedit_create_title = /** @type {(inputs: Profedit_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Your Profile`)
};

const ur_profedit_create_title = /** @type {(inputs: Profedit_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنا پروفائل بنائیں`)
};

/**
* | output |
* | --- |
* | "Create Your Profile" |
*
* @param {Profedit_Create_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_create_title = /** @type {((inputs?: Profedit_Create_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Create_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_create_title(inputs)
	return en_profedit_create_title(inputs)
});