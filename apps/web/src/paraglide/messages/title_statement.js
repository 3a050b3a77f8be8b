/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_StatementInputs */

const en_title_statement = /** @type {(inputs: Title_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statement`)
};

const ur_title_statement = /** @type {(inputs: Title_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسٹیٹمنٹ`)
};

/**
* | output |
* | --- |
* | "Statement" |
*
* @param {Title_StatementInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_statement = /** @type {((inputs?: Title_StatementInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_StatementInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_title_statement(inputs)
	return en_title_statement(inputs)
});