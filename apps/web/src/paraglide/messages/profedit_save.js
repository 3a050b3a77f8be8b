/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_SaveInputs */

const en_profedit_save = /** @type {(inputs: Profedit_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

const ur_profedit_save = /** @type {(inputs: Profedit_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محفوظ کریں`)
};

/**
* | output |
* | --- |
* | "Save" |
*
* @param {Profedit_SaveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_save = /** @type {((inputs?: Profedit_SaveInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_SaveInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_save(inputs)
	return en_profedit_save(inputs)
});