/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_No_PortfolioInputs */

const en_profiles_no_portfolio = /** @type {(inputs: Profiles_No_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No portfolio items yet.`)
};

const ur_profiles_no_portfolio = /** @type {(inputs: Profiles_No_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی پورٹ فولیو میں کچھ شامل نہیں۔`)
};

/**
* | output |
* | --- |
* | "No portfolio items yet." |
*
* @param {Profiles_No_PortfolioInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_no_portfolio = /** @type {((inputs?: Profiles_No_PortfolioInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_No_PortfolioInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_no_portfolio(inputs)
	return en_profiles_no_portfolio(inputs)
});