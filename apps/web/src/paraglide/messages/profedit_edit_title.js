/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Edit_TitleInputs */

const en_profedit_edit_title = /** @type {(inputs: Profedit_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Your Profile`)
};

const ur_profedit_edit_title = /** @type {(inputs: Profedit_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنے پروفائل میں ترمیم کریں`)
};

/**
* | output |
* | --- |
* | "Edit Your Profile" |
*
* @param {Profedit_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_edit_title = /** @type {((inputs?: Profedit_Edit_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Edit_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_edit_title(inputs)
	return en_profedit_edit_title(inputs)
});