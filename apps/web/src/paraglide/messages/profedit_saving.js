/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_SavingInputs */

const en_profedit_saving = /** @type {(inputs: Profedit_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

const ur_profedit_saving = /** @type {(inputs: Profedit_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محفوظ ہو رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Profedit_SavingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_saving = /** @type {((inputs?: Profedit_SavingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_SavingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_saving(inputs)
	return en_profedit_saving(inputs)
});