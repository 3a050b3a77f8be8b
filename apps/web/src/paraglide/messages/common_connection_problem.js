/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Connection_ProblemInputs */

const en_common_connection_problem = /** @type {(inputs: Common_Connection_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection problem`)
};

const ur_common_connection_problem = /** @type {(inputs: Common_Connection_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کنکشن کا مسئلہ`)
};

/**
* | output |
* | --- |
* | "Connection problem" |
*
* @param {Common_Connection_ProblemInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_connection_problem = /** @type {((inputs?: Common_Connection_ProblemInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Connection_ProblemInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_connection_problem(inputs)
	return en_common_connection_problem(inputs)
});