/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Projects_IntroInputs */

const en_contracts_projects_intro = /** @type {(inputs: Contracts_Projects_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your offers and contracts, as client and as freelancer.`)
};

const ur_contracts_projects_intro = /** @type {(inputs: Contracts_Projects_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کلائنٹ اور فری لانسر کے طور پر آپ کی آفرز اور کنٹریکٹس۔`)
};

/**
* | output |
* | --- |
* | "Your offers and contracts, as client and as freelancer." |
*
* @param {Contracts_Projects_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_projects_intro = /** @type {((inputs?: Contracts_Projects_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Projects_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_projects_intro(inputs)
	return en_contracts_projects_intro(inputs)
});