/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Portfolio_Item_Added_SuccessfullyInputs */

const en_err_portfolio_item_added_successfully = /** @type {(inputs: Err_Portfolio_Item_Added_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portfolio item added successfully`)
};

const ur_err_portfolio_item_added_successfully = /** @type {(inputs: Err_Portfolio_Item_Added_SuccessfullyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پورٹ فولیو آئٹم کامیابی سے شامل ہو گیا`)
};

/**
* | output |
* | --- |
* | "Portfolio item added successfully" |
*
* @param {Err_Portfolio_Item_Added_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_portfolio_item_added_successfully = /** @type {((inputs?: Err_Portfolio_Item_Added_SuccessfullyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Portfolio_Item_Added_SuccessfullyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_portfolio_item_added_successfully(inputs)
	return en_err_portfolio_item_added_successfully(inputs)
});