/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_PortfolioInputs */

const en_profiles_portfolio = /** @type {(inputs: Profiles_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portfolio`)
};

const ur_profiles_portfolio = /** @type {(inputs: Profiles_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پورٹ فولیو`)
};

/**
* | output |
* | --- |
* | "Portfolio" |
*
* @param {Profiles_PortfolioInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_portfolio = /** @type {((inputs?: Profiles_PortfolioInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_PortfolioInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_portfolio(inputs)
	return en_profiles_portfolio(inputs)
});