/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Save_ProfileInputs */

const en_profedit_save_profile = /** @type {(inputs: Profedit_Save_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Profile`)
};

const ur_profedit_save_profile = /** @type {(inputs: Profedit_Save_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل محفوظ کریں`)
};

/**
* | output |
* | --- |
* | "Save Profile" |
*
* @param {Profedit_Save_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_save_profile = /** @type {((inputs?: Profedit_Save_ProfileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Save_ProfileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_save_profile(inputs)
	return en_profedit_save_profile(inputs)
});