/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_CreatingInputs */

const en_profedit_creating = /** @type {(inputs: Profedit_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating Profile...`)
};

const ur_profedit_creating = /** @type {(inputs: Profedit_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل بن رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Creating Profile..." |
*
* @param {Profedit_CreatingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_creating = /** @type {((inputs?: Profedit_CreatingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_CreatingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_creating(inputs)
	return en_profedit_creating(inputs)
});